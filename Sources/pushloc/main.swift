print("pushloc")
